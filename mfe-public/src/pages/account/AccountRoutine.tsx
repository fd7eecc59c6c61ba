// The customer's weekly routine, read-only: weekday → meals with hour, type and extras.
// Changes go through the kitchen (the admin's routine editor).
import { graphql, useFragment } from 'react-relay';
import type { AccountRoutine_query$key } from './__generated__/AccountRoutine_query.graphql';
import styles from './Account.module.css';
import { capitalise, formatHour } from './format';

/** Snacks, drinks and extra protein of a slot, e.g. 'Snacks · Drinks · +40 g protein'. */
export function slotExtras(slot: { snacks: boolean; drinks: boolean; proteinGrams: number }): string {
  const extras = [slot.snacks ? 'Snacks' : '', slot.drinks ? 'Drinks' : '', slot.proteinGrams > 0 ? `+${slot.proteinGrams} g protein` : ''];
  return extras.filter(Boolean).join(' · ');
}

export function AccountRoutine({ query }: { query: AccountRoutine_query$key }) {
  const data = useFragment(
    graphql`
      fragment AccountRoutine_query on Query {
        myRoutine {
          slots {
            id
            weekday
            meal
            hour
            type
            snacks
            drinks
            proteinGrams
          }
        }
      }
    `,
    query,
  );
  // The API lists slots in week order (Monday first), then breakfast, lunch, dinner.
  const days: { weekday: string; slots: typeof data.myRoutine.slots }[] = [];
  for (const slot of data.myRoutine.slots) {
    const last = days[days.length - 1];
    if (last?.weekday === slot.weekday) last.slots = [...last.slots, slot];
    else days.push({ weekday: slot.weekday, slots: [slot] });
  }

  return (
    <section className={styles.section} aria-labelledby="fm-routine-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-routine-title" className={styles.sectionTitle}>
          Weekly routine
        </h2>
        <p className={styles.sectionNote}>To change it, contact us.</p>
      </div>
      {days.length === 0 ? (
        <p className={styles.empty}>No meals scheduled yet.</p>
      ) : (
        <ul className={`${styles.list} ${styles.days}`} aria-label="Weekly routine">
          {days.map((day) => (
            <li key={day.weekday} className={styles.day} aria-label={capitalise(day.weekday)}>
              <p className={styles.dayName}>{capitalise(day.weekday)}</p>
              {day.slots.map((slot) => {
                const extras = slotExtras(slot);
                return (
                  <p key={slot.id} className={styles.slot}>
                    <span className={styles.slotMeal}>{capitalise(slot.meal)}</span> · {formatHour(slot.hour)} ·{' '}
                    {capitalise(slot.type)}
                    {extras ? <span className={styles.extras}>{extras}</span> : null}
                  </p>
                );
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
