// REST routes (the original /server/api/v1 contract) for order enquiries: POST /enquiry (public), GET /enquiry,
// GET /enquiry/{id}, PATCH /enquiry/{id} (admin). Rows carry the numeric id and the contract's field names.
import { createEnquirySchema, updateEnquirySchema } from '@freshmeals/rules/enquiry';
import { z } from 'zod';
import { boolOrNull, int, optionalText, pageVariables, ruled, text, textList, type RestRoute } from '../facade.ts';
import { dateTime } from '../schemas.ts';

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

const rowSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  mealType: z.string().describe('vegPlan, eggPlan or chickenPlan'),
  mealDetails: z.array(z.string()).describe('breakfast, lunch, dinner'),
  duration: z.int().describe('Days'),
  addons: z.array(z.string()),
  createdAt: dateTime,
  attended: z.boolean(),
  adminNotes: z.string().nullable(),
});

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
    responseSchema: z.strictObject({
      data: z.strictObject({ alreadyExists: z.boolean(), id: z.int().optional().describe('The new enquiry; absent when alreadyExists.') }),
    }),
    responseExample: { data: { alreadyExists: false, id: 12 } },
    document:
      'mutation RestCreateEnquiry($input: CreateEnquiryInput!) { createEnquiry(input: $input) { alreadyExists enquiry { enquiryId } } }',
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
    responseSchema: z.strictObject({ data: z.array(rowSchema), total: z.int().nonnegative() }),
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
    responseSchema: z.strictObject({ data: rowSchema }),
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
    responseSchema: z.strictObject({ data: rowSchema }),
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

