import { ToastInbox, type RaisedToast } from './toast-inbox';

const toast = (message: string): RaisedToast => ({ variant: 'info', message });

test('the inbox keeps toasts until the stack attaches, hands them over in order, and later ones at once', () => {
  const inbox = new ToastInbox();
  inbox.push(toast('one'));
  inbox.push(toast('two'));
  const taken: string[] = [];
  const detach = inbox.attach((t) => taken.push(t.message));
  expect(taken).toEqual(['one', 'two']);
  inbox.push(toast('three'));
  expect(taken).toEqual(['one', 'two', 'three']);
  detach();
  inbox.push(toast('four'));
  expect(taken).toEqual(['one', 'two', 'three']);
  const again: string[] = [];
  inbox.attach((t) => again.push(t.message));
  expect(again).toEqual(['four']);
});
