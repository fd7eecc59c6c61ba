// REST routes (the original /server/api/v1 contract) for order enquiries: POST /enquiry (public), GET /enquiry,
// GET /enquiry/{id}, PATCH /enquiry/{id} (admin). Rows carry the numeric id and the contract's field names.
import { createEnquirySchema, updateEnquirySchema } from '@freshmeals/rules/enquiry';
import { boolOrNull, int, optionalText, pageVariables, ruled, text, textList, type RestRoute } from '../facade.ts';

/** An order enquiry, with its numeric id. */
const ENQUIRY = `fragment Enquiry on Enquiry {
  id: enquiryId name email phone mealType mealDetails duration addons createdAt attended adminNotes
}`;

export const enquiryRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/enquiry',
    tag: 'enquiries',
    access: 'visitor',
    summary:
      'Request a quote. alreadyExists true (and nothing created) when a not-yet-attended enquiry with the ' +
      'same e-mail or phone exists; send override: true to create it anyway.',
    bodySchema: createEnquirySchema,
    idempotent: 'input',
    document:
      // id: the new enquiry; absent when alreadyExists (nothing was created).
      'mutation RestCreateEnquiry($input: CreateEnquiryInput!) { data: createEnquiry(input: $input) { alreadyExists id: enquiry @unwrap @omitIfNull { enquiryId } } }',
    variables: ({ body }) => {
      const input = {
        name: text(body.name),
        email: text(body.email),
        phone: text(body.phone),
        mealType: text(body.mealType),
        mealDetails: textList(body.mealDetails),
        duration: int(body.duration),
        addons: textList(body.addons),
        override: body.override === true,
      };
      // The plan, meals and add-ons are enums in GraphQL: the rules answer first, with the form's
      // messages, and hand over the values as they read them (meals in lower case, each once).
      const { mealType, mealDetails, addons } = ruled(createEnquirySchema, input);
      return { input: { ...input, mealType, mealDetails, addons } };
    },
  },
  {
    method: 'GET',
    path: '/enquiry',
    tag: 'enquiries',
    access: 'admin',
    summary: 'Order enquiries, newest first, a page at a time (10 by default).',
    querySchema: {
      page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 10); anything else is 400' },
    },
    document: `query RestEnquiries($first: Int, $after: String) { enquiries(first: $first, after: $after) @flatten {
      total: totalCount data: edges @unwrap { node { ...Enquiry } } } } ${ENQUIRY}`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query);
      return { first, after };
    },
  },
  {
    method: 'GET',
    path: '/enquiry/:id',
    tag: 'enquiries',
    access: 'admin',
    summary: "One order enquiry by its numeric id (404 'Enquiry not found').",
    document: `query RestEnquiry($id: ID!) { data: enquiry(id: $id) { ...Enquiry } } ${ENQUIRY}`,
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'PATCH',
    path: '/enquiry/:id',
    tag: 'enquiries',
    access: 'admin',
    summary: "Save attended and adminNotes (at most 1000 characters; absent: unchanged). 404 'Enquiry not found'.",
    bodySchema: updateEnquirySchema,
    document: `mutation RestUpdateEnquiry($id: ID!, $attended: Boolean, $adminNotes: String) { data: updateEnquiry(id: $id, attended: $attended, adminNotes: $adminNotes) { ...Enquiry } } ${ENQUIRY}`,
    variables: ({ params, body }) => ({
      id: params.id,
      attended: boolOrNull(body.attended),
      adminNotes: optionalText(body, 'adminNotes'),
    }),
  },
];

