import { VenueSelector } from '../../features/venues/components/venue-selector.tsx';
import { useClient } from '../../lib/app-context.ts';
import styles from './home-page.module.css';

/** Bookings home: a welcome, then venue selection (search, near me / near a place, list and map). */
export function HomePage() {
  const client = useClient();
  return (
    <div className={styles.page}>
      <section className={styles.welcome} data-testid="welcome" aria-labelledby="home-welcome-heading">
        <h1 id="home-welcome-heading" className={styles.title}>
          Welcome to {client.name}
        </h1>
        <p className={styles.lead}>
          Choose your venue to book activities, classes and courses. Search by name, or find the venues near
          you.
        </p>
      </section>
      <VenueSelector client={client.clientId} mapTiles={client.mapTiles ?? null} />
    </div>
  );
}

export default HomePage;
