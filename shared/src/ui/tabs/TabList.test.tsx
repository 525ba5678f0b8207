import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList, type TabListProps } from './TabList';

const TOPICS = ['Deposit', 'Withdraw', 'Account'];

function Tabs({ orientation }: Pick<TabListProps, 'orientation'>) {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <button type="button">before</button>
      <TabList
        tabs={TOPICS.map((topic) => ({ key: topic, label: topic }))}
        selected={selected}
        onSelect={setSelected}
        label="Help topics"
        orientation={orientation}
      >
        <p>About {TOPICS[selected]}</p>
      </TabList>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabList', () => {
  it('wires tablist, tabs and panel together', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Help topics' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Deposit' });
    expect(panel).toHaveTextContent('About Deposit');
    for (const topic of TOPICS) expect(tab(topic)).toHaveAttribute('aria-controls', panel.id);
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Withdraw')).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps one tab in the tab order: the selected one', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    expect(tab('Deposit')).toHaveAttribute('tabindex', '0');
    expect(tab('Withdraw')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(tab('Deposit')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with ArrowRight and ArrowLeft, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(tab('Deposit'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Withdraw')).toHaveFocus();
    expect(tab('Withdraw')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Withdraw')).toHaveAttribute('tabindex', '0');
    expect(tab('Deposit')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Withdraw' })).toHaveTextContent('About Withdraw');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Account')).toHaveFocus();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Deposit')).toHaveFocus();
  });

  it('goes to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(tab('Withdraw'));
    await user.keyboard('{End}');
    expect(tab('Account')).toHaveFocus();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Deposit')).toHaveFocus();
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true');
  });

  it('uses ArrowUp and ArrowDown only in a vertical list', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tabs />);
    await user.click(tab('Deposit'));
    await user.keyboard('{ArrowDown}');
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true');
    unmount();

    render(<Tabs orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.click(tab('Deposit'));
    await user.keyboard('{ArrowDown}');
    expect(tab('Withdraw')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Account')).toHaveFocus();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
  });

  it('draws only the bar when the panel lives elsewhere, pointing at it', async () => {
    const user = userEvent.setup();
    function Bar() {
      const [selected, setSelected] = useState(1);
      return (
        <>
          <TabList
            tabs={TOPICS.map((topic) => ({ key: topic, label: topic }))}
            selected={selected}
            onSelect={setSelected}
            label="Lists"
            className="gl-tabs"
            tabIdPrefix="list"
            panelId="game-grid"
          />
          <div id="game-grid">grid of {TOPICS[selected]}</div>
        </>
      );
    }
    render(<Bar />);
    const bar = screen.getByRole('tablist', { name: 'Lists' });
    expect(bar).toHaveClass('gl-tabs');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(tab('Withdraw')).toHaveAttribute('aria-controls', 'game-grid');
    expect(tab('Withdraw')).toHaveClass('gl-tabs__tab');
    expect(tab('Withdraw')).toHaveAttribute('id', 'list-Withdraw');
    await user.click(tab('Withdraw'));
    await user.keyboard('{End}');
    expect(tab('Account')).toHaveFocus();
    expect(screen.getByText('grid of Account')).toBeInTheDocument();
  });

  it('with manual activation, arrows only move the focus and Enter or Space selects', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const listRef = createRef<HTMLDivElement>();
    render(
      <TabList
        tabs={TOPICS.map((topic) => ({ key: topic, label: topic }))}
        selected={0}
        onSelect={onSelect}
        label="Vendors"
        activation="manual"
        listRef={listRef}
      />,
    );
    expect(listRef.current).toBe(screen.getByRole('tablist', { name: 'Vendors' }));
    tab('Deposit').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Withdraw')).toHaveFocus();
    // Moves on from the focused tab, not from the selected one.
    await user.keyboard('{ArrowRight}');
    expect(tab('Account')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Deposit')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{End}');
    expect(tab('Account')).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    await user.keyboard('{Home} ');
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });
});
