import styles from './screens.module.css';

export const maintenanceTexts = {
  heading: 'Service disruption',
  body: 'Unable to access the site due to planned maintenance.',
} as const;

export function Maintenance() {
  return (
    <main className={`${styles.screen} ${styles.full}`}>
      <h1>{maintenanceTexts.heading}</h1>
      <p>{maintenanceTexts.body}</p>
    </main>
  );
}
