import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CheckboxInput } from './CheckboxInput';

const Value = () => {
  const value = useWatch({ name: 'showTests' });
  return <output>{String(value)}</output>;
};

describe('CheckboxInput', () => {
  it('is a labelled checkbox (not a switch) bound to its form value', () => {
    render(
      <AdminContext>
        <Form defaultValues={{ showTests: false }}>
          <CheckboxInput source="showTests" label="Show tests" />
          <Value />
        </Form>
      </AdminContext>,
    );
    const box = screen.getByRole('checkbox', { name: 'Show tests' });
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });
});
