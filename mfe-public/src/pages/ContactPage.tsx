// /contact-us: the 'Get in Touch' form — name, e-mail, phone, message — with
// the shared contact rules; one toast goes from loading to success or error.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { contactSchema, type ContactInput } from '@freshmeals/rules/contact';
import { usePageMeta } from '../lib/page-meta';
import { Button, Field } from '../ui/Field';
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';
import { TextAreaField } from '../ui/TextAreaField';
import site from '../ui/site.module.css';
import styles from './ContactPage.module.css';
import type { ContactPageMutation } from './__generated__/ContactPageMutation.graphql';
import { commitAsync, isServerAnswer, serverMessage } from '@freshmeals/host-api';

export const CONTACT_SENDING = 'Sending your message...';
export const CONTACT_SUCCESS = 'Thank you for reaching out! We will get back to you soon.';
/** The server answered with a failure and no message. */
export const CONTACT_FAILED = 'Something went wrong.';
/** The request itself failed. */
export const CONTACT_EXCEPTION = 'An error occurred. Please try again later.';

const contactMutation = graphql`
  mutation ContactPageMutation($input: CreateContactEnquiryInput!) {
    createContactEnquiry(input: $input) {
      message
    }
  }
`;

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' };

export default function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Questions about FreshMeals plans, delivery or your subscription? Send us a message and we will get back to you soon.',
  );
  const [commit] = useMutation<ContactPageMutation>(contactMutation);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading(CONTACT_SENDING);
    try {
      const { createContactEnquiry } = await commitAsync(commit, {
        variables: { input: { name: values.name, email: values.email, phone: values.phone, message: values.message } },
      });
      toast.success(createContactEnquiry.message || CONTACT_SUCCESS, { id: toastId });
      reset(EMPTY);
    } catch (error) {
      const message = isServerAnswer(error) ? (serverMessage(error) ?? CONTACT_FAILED) : CONTACT_EXCEPTION;
      toast.error(message, { id: toastId });
    }
  });

  return (
    <main id="main">
      <header className={site.pageHero}>
        <div className={site.container}>
          <p className={site.eyebrow}>Contact Us</p>
          <h1 className={site.h1}>We’d love to hear from you</h1>
          <p className={site.lead}>
            Questions about a plan, delivery to your area or your subscription? Send us a message.
          </p>
        </div>
      </header>
      <div className={`${site.container} ${styles.grid}`}>
        <section className={styles.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            Get in Touch
          </h2>
          <p className={styles.cardText}>Fill in the form and our team will get back to you within one working day.</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <div className={styles.row}>
              <Field label="Name" autoComplete="name" placeholder="Your full name" error={errors.name?.message} {...register('name')} />
              <Field
                label="Phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
                error={errors.phone?.message}
                {...register('phone')}
              />
            </div>
            <Field
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextAreaField
              label="Message"
              rows={5}
              placeholder="How can we help?"
              error={errors.message?.message}
              {...register('message')}
            />
            <div className={styles.submit}>
              <Button type="submit" busy={isSubmitting} auto>
                Send message
              </Button>
            </div>
          </form>
        </section>
        <aside className={styles.aside} aria-label="Other ways to reach us">
          <div className={styles.info}>
            <span className={styles.infoIcon} aria-hidden="true">
              <MailIcon size={22} />
            </span>
            <div>
              <h2>Email</h2>
              <p>hello@freshmeals.in</p>
            </div>
          </div>
          <div className={styles.info}>
            <span className={styles.infoIcon} aria-hidden="true">
              <PhoneIcon size={22} />
            </span>
            <div>
              <h2>Hours</h2>
              <p>Monday to Saturday, 9:00 to 19:00</p>
            </div>
          </div>
          <div className={styles.info}>
            <span className={styles.infoIcon} aria-hidden="true">
              <MapPinIcon size={22} />
            </span>
            <div>
              <h2>Delivery area</h2>
              <p>Up to 4 km from our kitchen. Delivery charges depend on your location.</p>
            </div>
          </div>
        </aside>
      </div>
    </main>
  );
}
