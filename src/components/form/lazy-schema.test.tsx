/**
 * Form pages keep zod out of their first load (docs/decisions/041-first-load-javascript.md):
 * the form takes a schema loader, loads it on the first focus or touch, and validates with it.
 */
import path from 'node:path';
import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ROOT, reach } from '@site/test-utils/import-graph';
import { Form } from './form';

const ZOD_CODE = ['zod', '@hookform/resolvers/zod', '@site/contracts'];

test.each(['login', 'register', 'contact', 'forget-pwd', 'pwd-active', 'history-active'])(
  'the %s page loads no zod, resolver or schema before it hydrates',
  (name) => {
    const { packages } = reach(path.join(ROOT, 'src/templates/routes', `${name}.tsx`));
    expect(ZOD_CODE.filter((pkg) => packages.has(pkg))).toEqual([]);
  },
);

const Schema = z.object({ email: z.string().min(1, { error: 'validation:email.required' }) });

function Harness({ load, onSubmit }: { load: () => Promise<typeof Schema>; onSubmit: (v: unknown) => void }) {
  return (
    <Form schema={load} defaultValues={{ email: '' }} onSubmit={onSubmit} label="test form">
      {(form) => (
        <>
          <input aria-label="email" {...form.register('email')} />
          <span role="alert">{form.formState.errors.email?.message}</span>
          <button type="submit">send</button>
        </>
      )}
    </Form>
  );
}

test('the schema loads on the first focus, once, and validates the submit', async () => {
  const load = jest.fn(async () => Schema);
  const onSubmit = jest.fn();
  render(<Harness load={load} onSubmit={onSubmit} />);
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByLabelText('email'));
  expect(load).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  expect(await screen.findByText('validation:email.required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('email'), 'a@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'a@example.com' }, expect.anything()));
  expect(load).toHaveBeenCalledTimes(1);
});

test('a load that failed is tried again on submit', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Schema);
  const onSubmit = jest.fn();
  render(<Harness load={load} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByLabelText('email'));
  await userEvent.type(screen.getByLabelText('email'), 'a@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'a@example.com' }, expect.anything()));
  expect(load).toHaveBeenCalledTimes(2);
});
