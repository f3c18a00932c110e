import { useParams } from 'react-router';

/** A path parameter the route definition guarantees. */
export function useRouteParam(name: string): string {
  const value = useParams()[name];
  if (value === undefined) throw new Error(`Route parameter "${name}" is missing`);
  return value;
}
