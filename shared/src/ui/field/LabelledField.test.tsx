import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LabelledField, type LabelledFieldProps } from './LabelledField';

function Controlled(props: Omit<LabelledFieldProps, 'block' | 'label' | 'value'>) {
  const [value, setValue] = useState('');
  return (
    <LabelledField
      block="test-field"
      label="Phone"
      value={value}
      onValueChange={setValue}
      {...props}
    />
  );
}

describe('LabelledField', () => {
  it('ties the label to the input and reports each new value', async () => {
    const seen: string[] = [];
    render(<Controlled onValueChange={undefined} onChange={(e) => seen.push(e.target.value)} />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '12');
    expect(seen).toEqual(['1', '2']);
  });

  it('keeps the value through onValueChange', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '138');
    expect(input).toHaveValue('138');
    expect(input).toHaveClass('test-field__input');
  });

  it('describes the input by its hint, without marking it invalid', () => {
    render(<Controlled hint="11 digits" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAccessibleDescription('11 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('11 digits')).toHaveClass('test-field__hint');
  });

  it('shows the error in place of the hint as an alert and marks the input invalid', () => {
    render(<Controlled hint="11 digits" error="Wrong number" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong number');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong number');
    expect(screen.getByRole('alert')).toHaveClass('test-field__error');
    expect(screen.queryByText('11 digits')).toBeNull();
  });

  it('has no message line unless asked to keep one', () => {
    const { container, rerender } = render(<Controlled />);
    expect(container.querySelector('p')).toBeNull();
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-describedby');
    rerender(<Controlled reserveMessage />);
    expect(container.querySelector('p.test-field__error')).toHaveTextContent('');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-describedby');
  });

  it('puts leading and trailing pieces in the box and an action beside it', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <Controlled
        id="phone"
        inputRef={ref}
        state="valid"
        leading={<span data-testid="icon" />}
        trailing={<button type="button">Show</button>}
        action={<button type="button">Send code</button>}
      />,
    );
    expect(ref.current).toBe(screen.getByLabelText('Phone'));
    expect(ref.current).toHaveAttribute('id', 'phone');
    expect(container.firstChild).toHaveAttribute('data-state', 'valid');
    const box = container.querySelector('.test-field__row > .test-field__box');
    expect(box).toContainElement(screen.getByTestId('icon'));
    expect(box).toContainElement(screen.getByRole('button', { name: 'Show' }));
    expect(box).not.toContainElement(screen.getByRole('button', { name: 'Send code' }));
    expect(container.querySelector('.test-field__row')).toContainElement(
      screen.getByRole('button', { name: 'Send code' }),
    );
  });
});
