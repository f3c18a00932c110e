// @vitest-environment jsdom

import type { ActivityDate } from '@leisure/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NothingLeftToday } from './nothing-left-today.tsx';

const day = (raw: string, hasSessions: boolean): ActivityDate => ({
  raw,
  weekday: 'Thu',
  label: raw,
  isToday: raw === '2026-11-26',
  hasSessions,
});

// Thursday evening after the last class: today has nothing left, Friday is empty, Saturday has classes.
const lateThursday = [day('2026-11-26', false), day('2026-11-27', false), day('2026-11-28', true)];

function renderNotice(selected: string, dates: ActivityDate[] | undefined) {
  return render(
    <MemoryRouter>
      <NothingLeftToday
        selected={selected}
        today="2026-11-26"
        dates={dates}
        hrefFor={(date) => `/location/leeds-central/yoga/${date}`}
      />
    </MemoryRouter>,
  );
}

describe('NothingLeftToday', () => {
  it('offers the next day with something on once today has nothing left to book', () => {
    renderNotice('2026-11-26', lateThursday);
    expect(screen.getByTestId('nothing-left-today').textContent).toBe(
      'Nothing left to book today — see Saturday 28 November',
    );
    const link = screen.getByRole('link', { name: 'see Saturday 28 November' });
    expect(link.getAttribute('href')).toBe('/location/leeds-central/yoga/2026-11-28');
  });

  it('says nothing while today still has sessions, on another day, while loading, or with no later day', () => {
    const cases: [string, ActivityDate[] | undefined][] = [
      ['2026-11-26', [day('2026-11-26', true), day('2026-11-28', true)]],
      ['2026-11-28', lateThursday],
      ['2026-11-26', undefined],
      ['2026-11-26', [day('2026-11-26', false), day('2026-11-27', false)]],
    ];
    for (const [selected, dates] of cases) {
      const { container, unmount } = renderNotice(selected, dates);
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});
