import { directDebitGuarantee } from '@leisure/contracts';
import styles from './direct-debit.module.css';

/** The Direct Debit Guarantee, in the standard wording, boxed apart from the rest as Bacs asks. */
export function DirectDebitGuarantee({ serviceUserName }: { serviceUserName: string }) {
  const guarantee = directDebitGuarantee(serviceUserName);
  return (
    <section className={styles.guarantee} aria-labelledby="dd-guarantee-heading" data-testid="dd-guarantee">
      <h2 id="dd-guarantee-heading" className={styles.guaranteeHeading}>
        {guarantee.heading}
      </h2>
      <ul>
        {guarantee.paragraphs.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </section>
  );
}
