/** The ids the rows of one client were given, by the names the seed data uses. */
export interface ClientRefs {
  clientId: number;
  slug: string;
  zone: string;
  /** Today in the client's time zone, `YYYY-MM-DD`. */
  today: string;
  venueIds: Map<string, number>;
  locations: { id: number; venueId: number; name: string; kind: string }[];
  activityIds: Map<string, number>;
  instructorIds: Map<string, number>;
  tagIds: Map<string, number>;
}

export const lookup = <T>(map: Map<string, T>, key: string, what: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data names an unknown ${what}: ${key}`);
  return value;
};
