// REST routes (the original /server/api/v1 contract) for contact enquiries: POST /contact-us (public), GET /contact-us,
// GET /contact-us/{id}, PUT /contact-us/{id} (admin). Rows carry the numeric id and the contract's field names.
import { contactSchema, updateContactSchema } from '@freshmeals/rules/contact';
import { z } from 'zod';
import { boolOrNull, optionalText, pageVariables, text, type RestRoute } from '../facade.ts';
import { dateTime, messageResponse } from '../schemas.ts';

const FIELDS = 'contactId name email phone message submittedAt attended sessionNotes';

interface ContactData {
  contactId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  submittedAt: string;
  attended: boolean;
  sessionNotes: string | null;
}

const rowSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  submittedAt: dateTime,
  attended: z.boolean(),
  sessionNotes: z.string().nullable(),
});

const toRow = ({ contactId, ...fields }: ContactData) => ({ id: contactId, ...fields });

const rowExample = {
  id: 7,
  name: 'Ritika Saxena',
  email: 'ritika.saxena@example.com',
  phone: '9811345678',
  message: 'Do you deliver to Indiranagar? I would like lunch at my office on weekdays.',
  submittedAt: '2026-11-21T09:30:00.000Z',
  attended: false,
  sessionNotes: null,
};

export const contactRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/contact-us',
    tag: 'contact',
    access: 'visitor',
    summary: 'Send the Contact Us form.',
    bodySchema: contactSchema,
    responseSchema: messageResponse,
    responseExample: { message: 'Thank you for reaching out! We will get back to you soon.' },
    document:
      'mutation RestCreateContact($input: CreateContactEnquiryInput!) { createContactEnquiry(input: $input) { message } }',
    variables: ({ body }) => ({
      input: { name: text(body.name), email: text(body.email), phone: text(body.phone), message: text(body.message) },
    }),
    result: (data) => ({ message: data.createContactEnquiry.message as string }),
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
    responseSchema: z.strictObject({ data: z.array(rowSchema), total: z.int().nonnegative() }),
    responseExample: { data: [rowExample], total: 1 },
    document: `query RestContacts($first: Int, $after: String) { contactEnquiries(first: $first, after: $after) { totalCount edges { node { ${FIELDS} } } } }`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query);
      return { first, after };
    },
    result: (data) => ({
      data: (data.contactEnquiries.edges as { node: ContactData }[]).map((edge) => toRow(edge.node)),
      total: data.contactEnquiries.totalCount as number,
    }),
  },
  {
    method: 'GET',
    path: '/contact-us/:id',
    tag: 'contact',
    access: 'admin',
    summary: "One contact enquiry by its numeric id (404 'Contact not found').",
    responseSchema: z.strictObject({ data: rowSchema }),
    responseExample: { data: rowExample },
    document: `query RestContact($id: ID!) { contactEnquiry(id: $id) { ${FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => ({ data: toRow(data.contactEnquiry) }),
  },
  {
    method: 'PUT',
    path: '/contact-us/:id',
    tag: 'contact',
    access: 'admin',
    summary: "Save attended and sessionNotes (at most 1000 characters; absent: unchanged). 404 'Contact not found'.",
    bodySchema: updateContactSchema,
    responseSchema: z.strictObject({ data: rowSchema }),
    responseExample: { data: { ...rowExample, attended: true, sessionNotes: 'Called back; shared the plans page.' } },
    document: `mutation RestUpdateContact($id: ID!, $attended: Boolean, $sessionNotes: String) { updateContactEnquiry(id: $id, attended: $attended, sessionNotes: $sessionNotes) { ${FIELDS} } }`,
    variables: ({ params, body }) => ({
      id: params.id,
      attended: boolOrNull(body.attended),
      sessionNotes: optionalText(body, 'sessionNotes'),
    }),
    result: (data) => ({ data: toRow(data.updateContactEnquiry) }),
  },
];
