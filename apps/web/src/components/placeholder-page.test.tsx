import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PlaceholderPage } from './placeholder-page';

describe('PlaceholderPage', () => {
  it('names the screen and says it is being built, without claiming that everything else in the menu works (issue 12)', () => {
    renderWithProviders(<PlaceholderPage titleId="nav.admin.settings" />);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Coming in a later release')).toBeInTheDocument();
    expect(screen.getByText('This screen is part of Arena and is being built.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/everything else|rest of the menu|other (screens|pages) work/i);
  });
});
