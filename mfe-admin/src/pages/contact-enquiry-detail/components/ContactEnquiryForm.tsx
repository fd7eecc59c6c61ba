// Attended toggle and session notes (at most 1000 characters: 'Note is too long'), saved together.
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { NotesForm, type NotesFormValues } from '../../shared/NotesForm';
import type { ContactEnquiryForm_contact$key } from './__generated__/ContactEnquiryForm_contact.graphql';
import type { ContactEnquiryFormMutation } from './__generated__/ContactEnquiryFormMutation.graphql';
import { commitAsync, failureText } from '@freshmeals/host-api';

export const SAVED = 'Contact updated successfully';
export const SAVE_FAILED = 'Failed to update contact';

export function ContactEnquiryForm({ contact }: { contact: ContactEnquiryForm_contact$key }) {
  const data = useFragment(
    graphql`
      fragment ContactEnquiryForm_contact on ContactEnquiry {
        id
        attended
        sessionNotes
      }
    `,
    contact,
  );
  const [commit] = useMutation<ContactEnquiryFormMutation>(graphql`
    mutation ContactEnquiryFormMutation($id: ID!, $attended: Boolean!, $sessionNotes: String) {
      updateContactEnquiry(id: $id, attended: $attended, sessionNotes: $sessionNotes) {
        id
        attended
        sessionNotes
      }
    }
  `);

  const save = async (values: NotesFormValues) => {
    try {
      await commitAsync(commit, { variables: { id: data.id, attended: values.attended, sessionNotes: values.notes } });
      toast.success(SAVED);
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, SAVE_FAILED));
    }
  };

  return (
    <NotesForm key={data.id} initial={{ attended: data.attended, notes: data.sessionNotes ?? '' }} notesLabel="Session Notes" onSave={save} />
  );
}
