// @vitest-environment happy-dom
import { Button, MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function renderInApp(ui: ReactNode) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

/** Opens a dialog the way a keyboard user does: the control has the focus, then it is pressed. */
function press(element: HTMLElement) {
  act(() => element.focus());
  fireEvent.click(element);
}

/** The common shape: the dialog is rendered while it is open and goes away with its screen's state. */
function RenderedWhileOpen() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Rename</Button>
      {isOpen && (
        <Dialog opened onClose={() => setIsOpen(false)} title="Rename the account">
          <Button onClick={() => setIsOpen(false)}>Save</Button>
        </Dialog>
      )}
    </>
  );
}

/** The other shape: the dialog stays rendered and its `opened` turns false (it fades out). */
function KeptMounted() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Show videos</Button>
      <Dialog opened={isOpen} onClose={() => setIsOpen(false)} title="Videos">
        <Button onClick={() => setIsOpen(false)}>Done</Button>
      </Dialog>
    </>
  );
}

/** A menu as Mantine draws one: its button controls the dropdown, whose items go away once one is chosen. */
function OpenedFromMenu() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button aria-controls="row-menu" aria-expanded={isMenuOpen} onClick={() => setIsMenuOpen(true)}>
        Actions
      </Button>
      {isMenuOpen && (
        <div role="menu" id="row-menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setIsMenuOpen(false);
              setIsOpen(true);
            }}
          >
            Item chart
          </button>
        </div>
      )}
      {isOpen && (
        <Dialog opened onClose={() => setIsOpen(false)} title="Item chart">
          <Button onClick={() => setIsOpen(false)}>Close chart</Button>
        </Dialog>
      )}
    </>
  );
}

/** A list dialog that gives way to a form dialog and comes back when the form closes (SEO steps). */
function ListThenForm() {
  const [isOpen, setIsOpen] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>SEO steps</Button>
      {isOpen && (
        <Dialog opened={!isAdding} onClose={() => setIsOpen(false)} title="Steps">
          <Button onClick={() => setIsAdding(true)}>Add a step</Button>
          <Button onClick={() => setIsOpen(false)}>Close steps</Button>
        </Dialog>
      )}
      {isAdding && (
        <Dialog opened onClose={() => setIsAdding(false)} title="New step">
          <Button onClick={() => setIsAdding(false)}>Save step</Button>
        </Dialog>
      )}
    </>
  );
}

/** A removal confirmed in a dialog: the row with the opener goes away, the table stays while rows are left. */
function RowRemoval({ rows: initial }: { rows: string[] }) {
  const [rows, setRows] = useState(initial);
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <main>
      <h2>Tokens</h2>
      {rows.length > 0 && (
        <table aria-label="Your tokens">
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <td>
                  <Button onClick={() => setRemoving(row)}>{`Remove ${row}`}</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {removing && (
        <Dialog opened onClose={() => setRemoving(null)} title="Remove the token?">
          <Button
            onClick={() => {
              setRemoving(null);
              // The list is read again a moment after the dialog closed.
              setTimeout(() => setRows((all) => all.filter((row) => row !== removing)), 20);
            }}
          >
            Remove
          </Button>
        </Dialog>
      )}
    </main>
  );
}

describe('a dialog', () => {
  it('gives the focus back to its opener when Escape closes it', async () => {
    renderInApp(<RenderedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    press(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the account' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to its opener after saving', async () => {
    renderInApp(<RenderedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    press(opener);
    const save = await screen.findByRole('button', { name: 'Save' });
    press(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('kept in the page, gives the focus back when it closes and again when it is opened anew', async () => {
    renderInApp(<KeptMounted />);
    const opener = screen.getByRole('button', { name: 'Show videos' });
    for (let round = 0; round < 2; round += 1) {
      press(opener);
      const done = await screen.findByRole('button', { name: 'Done' });
      await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull());
      press(done);
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('opened from a menu item, gives the focus to the menu’s button', async () => {
    renderInApp(<OpenedFromMenu />);
    const menuButton = screen.getByRole('button', { name: 'Actions' });
    press(menuButton);
    press(screen.getByRole('menuitem', { name: 'Item chart' }));
    expect(screen.queryByRole('menu')).toBeNull();
    press(await screen.findByRole('button', { name: 'Close chart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it('shown again after a dialog in its place closed, gives the focus back to its own opener', async () => {
    renderInApp(<ListThenForm />);
    const opener = screen.getByRole('button', { name: 'SEO steps' });
    press(opener);
    press(await screen.findByRole('button', { name: 'Add a step' }));
    press(await screen.findByRole('button', { name: 'Save step' }));
    const close = await screen.findByRole('button', { name: 'Close steps' });
    await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull());
    press(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('whose opener goes away after it closed, leaves the focus on the opener’s table', async () => {
    renderInApp(<RowRemoval rows={['nightly', 'weekly']} />);
    press(screen.getByRole('button', { name: 'Remove nightly' }));
    press(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove nightly' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Your tokens' })),
    );
  });

  it('whose opener went away with the whole table, leaves the focus on the screen’s heading', async () => {
    renderInApp(<RowRemoval rows={['nightly']} />);
    press(screen.getByRole('button', { name: 'Remove nightly' }));
    press(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tokens' })));
  });

  it('keeps a focus the user moved elsewhere meanwhile', async () => {
    renderInApp(
      <>
        <RenderedWhileOpen />
        <input aria-label="Search" />
      </>,
    );
    press(screen.getByRole('button', { name: 'Rename' }));
    press(await screen.findByRole('button', { name: 'Save' }));
    const search = screen.getByRole('textbox', { name: 'Search' });
    act(() => search.focus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(search);
  });
});
