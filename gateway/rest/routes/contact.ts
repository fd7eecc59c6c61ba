// REST routes (the original /server/api/v1 contract) for contact enquiries: POST /contact-us (public), GET /contact-us,
// GET /contact-us/{id}, PUT /contact-us/{id} (admin). Rows carry the numeric id and the contract's field names.
import { contactSchema, updateContactSchema } from '@freshmeals/rules/contact';
import { boolOrNull, optionalText, pageVariables, text, type RestRoute } from '../facade.ts';

/** A contact enquiry, with its numeric id. */
const CONTACT = 'fragment ContactEnquiry on ContactEnquiry { id: contactId name email phone message submittedAt attended sessionNotes }';

export const contactRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/contact-us',
    tag: 'contact',
    access: 'visitor',
    summary: 'Send the Contact Us form.',
    bodySchema: contactSchema,
    idempotent: 'input',
    document:
      'mutation RestCreateContact($input: CreateContactEnquiryInput!) { createContactEnquiry(input: $input) @flatten { message } }',
    variables: ({ body }) => ({
      input: { name: text(body.name), email: text(body.email), phone: text(body.phone), message: text(body.message) },
    }),
  },
  {
    method: 'GET',
    path: '/contact-us',
    tag: 'contact',
    access: 'admin',
    summary: 'Contact enquiries, newest first, a page at a time (10 by default).',
    querySchema: {
      page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
      limit: { type: 'integer', description: 'Page size, 1 to 100 (default 10); anything else is 400' },
    },
    document: `query RestContacts($first: Int, $after: String) { contactEnquiries(first: $first, after: $after) @flatten {
      total: totalCount data: edges @unwrap { node { ...ContactEnquiry } } } } ${CONTACT}`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query);
      return { first, after };
    },
  },
  {
    method: 'GET',
    path: '/contact-us/:id',
    tag: 'contact',
    access: 'admin',
    summary: "One contact enquiry by its numeric id (404 'Contact not found').",
    document: `query RestContact($id: ID!) { data: contactEnquiry(id: $id) { ...ContactEnquiry } } ${CONTACT}`,
    variables: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'PUT',
    path: '/contact-us/:id',
    tag: 'contact',
    access: 'admin',
    summary: "Save attended and sessionNotes (at most 1000 characters; absent: unchanged). 404 'Contact not found'.",
    bodySchema: updateContactSchema,
    document: `mutation RestUpdateContact($id: ID!, $attended: Boolean, $sessionNotes: String) { data: updateContactEnquiry(id: $id, attended: $attended, sessionNotes: $sessionNotes) { ...ContactEnquiry } } ${CONTACT}`,
    variables: ({ params, body }) => ({
      id: params.id,
      attended: boolOrNull(body.attended),
      sessionNotes: optionalText(body, 'sessionNotes'),
    }),
  },
];
