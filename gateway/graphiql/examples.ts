// GraphiQL's default tabs: example operations a newcomer can run at once, the first with a short
// note on how to authenticate. Shown only until the browser has tabs of its own (GraphiQL keeps
// them in local storage).

const HOW_TO_AUTHENTICATE = `# FreshMeals GraphQL API
#
# How to authenticate
# - In this browser: sign in on this site (/login),
#   then open /graphql. Requests carry your session,
#   renewed before it expires; the bar at the top says
#   who you are. Without a session: public fields only.
# - From a program: run the login mutation (tab
#   "SignIn") and send the header
#     Authorization: Bearer <accessToken>
#   An access token lasts 15 minutes; refreshToken
#   (with the refresh cookie) gives a new one.
# - A header typed in the Headers tab wins over the
#   session.
#
# Docs (top left) describes every type and field.

# This week's menu, as the home page shows it
# (public: no sign-in needed).
query PublicMenu {
  publicMenu {
    weekStart
    items {
      weekday
      meal
      type
      name
      description
    }
  }
}
`;

const SIGN_IN = `# Sign in with an e-mail and a password: the answer
# holds an access token for the Authorization header
# (and sets the refresh cookie in a browser).
mutation SignIn($input: LoginInput!) {
  login(input: $input) {
    accessToken
    user {
      name
      role
    }
  }
}
`;

const DISHES = `# The dishes page (admins): 10 a page and the total.
# For the next page, pass pageInfo.endCursor as $after.
query Dishes($after: String, $search: String) {
  dishes(first: 10, after: $after, search: $search) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        dishId
        name
        type
        dishCategoryName
        calories
      }
    }
  }
}
`;

const SUMMARY = `# The admin home page's summary (admins): meals to
# prepare today, tomorrow and the rest of the week.
query Summary {
  summary {
    today {
      date
      weekday
      totalMeals
      skipped
      types {
        type
        total
      }
    }
    tomorrow {
      date
      totalMeals
    }
    weekRemaining {
      date
      totalMeals
    }
  }
}
`;

export const DEFAULT_TABS = [
  { query: HOW_TO_AUTHENTICATE },
  { query: SIGN_IN, variables: JSON.stringify({ input: { email: 'admin@example.com', password: '' } }, null, 2) },
  { query: DISHES, variables: JSON.stringify({ after: null, search: null }, null, 2) },
  { query: SUMMARY },
];
