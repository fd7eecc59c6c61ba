// Attended toggle and admin notes (at most 1000 characters: 'Note is too long'), saved together.
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { NotesForm, type NotesFormValues } from '../../shared/NotesForm';
import type { OrderEnquiryForm_enquiry$key } from './__generated__/OrderEnquiryForm_enquiry.graphql';
import type { OrderEnquiryFormMutation } from './__generated__/OrderEnquiryFormMutation.graphql';
import { commitAsync } from '@freshmeals/host-api';

export const SAVED = 'Enquiry updated successfully';
/** A fixed text, not the server's message. */
export const SAVE_FAILED = 'Failed to update enquiry';

export function OrderEnquiryForm({ enquiry }: { enquiry: OrderEnquiryForm_enquiry$key }) {
  const data = useFragment(
    graphql`
      fragment OrderEnquiryForm_enquiry on Enquiry {
        id
        attended
        adminNotes
      }
    `,
    enquiry,
  );
  const [commit] = useMutation<OrderEnquiryFormMutation>(graphql`
    mutation OrderEnquiryFormMutation($id: ID!, $attended: Boolean!, $adminNotes: String) {
      updateEnquiry(id: $id, attended: $attended, adminNotes: $adminNotes) {
        id
        attended
        adminNotes
      }
    }
  `);

  const save = async (values: NotesFormValues) => {
    try {
      await commitAsync(commit, { variables: { id: data.id, attended: values.attended, adminNotes: values.notes } });
      toast.success(SAVED);
    } catch (error) {
      console.error(error);
      toast.error(SAVE_FAILED);
    }
  };

  return (
    <NotesForm
      key={data.id}
      initial={{ attended: data.attended, notes: data.adminNotes ?? '' }}
      notesLabel="Admin Notes"
      onSave={save}
    />
  );
}
