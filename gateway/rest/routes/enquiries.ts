// REST routes (the original /server/api/v1 contract) for order enquiries: POST /enquiry (public), GET /enquiry,
// GET /enquiry/{id}, PATCH /enquiry/{id} (admin). Rows carry the numeric id and the contract's field names.
import { pageVariables } from '../../../schema/pagination.ts';
import { createEnquirySchema, updateEnquirySchema } from '@freshmeals/rules/enquiry';
import { text, type RestRoute } from '../facade.ts';

const FIELDS = 'enquiryId name email phone mealType mealDetails duration addons createdAt attended adminNotes';

interface EnquiryData {
  enquiryId: number;
  name: string;
  email: string;
  phone: string;
  mealType: string;
  mealDetails: string[];
  duration: number;
  addons: string[];
  createdAt: string;
  attended: boolean;
  adminNotes: string | null;
}

const toRow = ({ enquiryId, ...fields }: EnquiryData) => ({ id: enquiryId, ...fields });

const rowExample = {
  id: 12,
  name: 'Neha Gupta',
  email: 'neha.gupta@example.com',
  phone: '9811234567',
  mealType: 'vegPlan',
  mealDetails: ['lunch', 'dinner'],
  duration: 14,
  addons: ['Paneer'],
  createdAt: '2026-11-21T09:30:00.000Z',
  attended: false,
  adminNotes: null,
};

// Form-like reading of JSON fields, so that any value reaches the validation and gets its message.
/** A list of strings: a single value becomes a one-item list, absent becomes empty. */
const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text) : value === undefined || value === null ? [] : [text(value)];
/** A whole number (also from a digit string), else null. */
const intOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 2_147_483_647 ? n : null;
};
/** true/false, else null (the validation then answers). */
const boolOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
/** Absent stays absent (unchanged), null clears, anything else is read as text. */
const optionalText = (body: Record<string, unknown>, key: string): string | null | undefined =>
  !(key in body) ? undefined : body[key] === null ? null : text(body[key]);

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
    responseExample: { data: { alreadyExists: false, id: 12 } },
    document:
      'mutation RestCreateEnquiry($input: CreateEnquiryInput!) { createEnquiry(input: $input) { alreadyExists enquiry { enquiryId } } }',
    variables: ({ body }) => ({
      input: {
        name: text(body.name),
        email: text(body.email),
        phone: text(body.phone),
        mealType: text(body.mealType),
        mealDetails: textList(body.mealDetails),
        duration: intOrNull(body.duration),
        addons: textList(body.addons),
        override: body.override === true,
      },
    }),
    result: (data) => {
      const { alreadyExists, enquiry } = data.createEnquiry as { alreadyExists: boolean; enquiry: { enquiryId: number } | null };
      return { data: alreadyExists || !enquiry ? { alreadyExists } : { alreadyExists, id: enquiry.enquiryId } };
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
    responseExample: { data: [rowExample], total: 1 },
    document: `query RestEnquiries($first: Int, $after: String) { enquiries(first: $first, after: $after) { totalCount edges { node { ${FIELDS} } } } }`,
    variables: ({ query }) => {
      const { first, after } = pageVariables(query);
      return { first, after };
    },
    result: (data) => ({
      data: (data.enquiries.edges as { node: EnquiryData }[]).map((edge) => toRow(edge.node)),
      total: data.enquiries.totalCount as number,
    }),
  },
  {
    method: 'GET',
    path: '/enquiry/:id',
    tag: 'enquiries',
    access: 'admin',
    summary: "One order enquiry by its numeric id (404 'Enquiry not found').",
    responseExample: { data: rowExample },
    document: `query RestEnquiry($id: ID!) { enquiry(id: $id) { ${FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => ({ data: toRow(data.enquiry) }),
  },
  {
    method: 'PATCH',
    path: '/enquiry/:id',
    tag: 'enquiries',
    access: 'admin',
    summary: "Save attended and adminNotes (at most 1000 characters; absent: unchanged). 404 'Enquiry not found'.",
    bodySchema: updateEnquirySchema,
    responseExample: { data: { ...rowExample, attended: true, adminNotes: 'Called back; sent the veg plan menu.' } },
    document: `mutation RestUpdateEnquiry($id: ID!, $attended: Boolean, $adminNotes: String) { updateEnquiry(id: $id, attended: $attended, adminNotes: $adminNotes) { ${FIELDS} } }`,
    variables: ({ params, body }) => ({
      id: params.id,
      attended: boolOrNull(body.attended),
      adminNotes: optionalText(body, 'adminNotes'),
    }),
    result: (data) => ({ data: toRow(data.updateEnquiry) }),
  },
];

export const restInput = { textList, intOrNull, boolOrNull, optionalText };
