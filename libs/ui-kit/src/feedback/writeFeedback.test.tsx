import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
import { ToastArea } from './toast';
import { tellWriteFailure, written } from './writeFeedback';

/** An answer as the API slice throws it (the shape the error catalogue reads). */
const answered = (status: number, data: unknown) => ({ response: { status, data } });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

beforeEach(() => render(<ToastArea />));

describe('tellWriteFailure', () => {
  it("says a refusal's message and gives its messages by field to the form", async () => {
    let fields: unknown;
    act(() => {
      fields = tellWriteFailure(
        answered(422, { message: 'The name is taken.', errors: { name: ['The name is taken.'] } }),
      );
    });
    expect(await screen.findByText('The name is taken.')).toBeInTheDocument();
    expect(fields).toEqual({ name: ['The name is taken.'] });
  });

  it('says the fallback for a refusal without a message', async () => {
    act(() => {
      tellWriteFailure(answered(422, { errors: { name: ['Too long.'] } }), {
        fallback: 'Some fields need your attention.',
      });
    });
    expect(await screen.findByText('Some fields need your attention.')).toBeInTheDocument();
  });

  it("says a refusal's first message by field instead of its general message for a write made without a form", async () => {
    act(() => {
      tellWriteFailure(
        answered(422, { message: 'The given data was invalid.', errors: { productId: ['This product is sold out.'] } }),
        { fieldMessage: true },
      );
    });
    expect(await screen.findByText('This product is sold out.')).toBeInTheDocument();
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
  });

  it('says the general message of a refusal without messages by field, even when asked for one', async () => {
    act(() => {
      tellWriteFailure(answered(422, { message: 'The cart is empty.', errors: {} }), { fieldMessage: true });
    });
    expect(await screen.findByText('The cart is empty.')).toBeInTheDocument();
  });

  it('tells any other failure through the error catalogue, with no field messages', async () => {
    let fields: unknown = 'unset';
    act(() => {
      fields = tellWriteFailure(answered(404, { message: 'Not Found' }));
    });
    expect(fields).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
  });
});

describe('written', () => {
  it('says the success and gives the answer when the write is done', async () => {
    let outcome: unknown;
    await act(async () => {
      outcome = await written(Promise.resolve({ id: 7 }), { success: 'Saved.' });
    });
    expect(outcome).toEqual({ done: true, data: { id: 7 } });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('says nothing of a success and gives the field messages when the server refused', async () => {
    let outcome: unknown;
    await act(async () => {
      outcome = await written(Promise.reject(answered(422, { message: 'Check the form.', errors: { a: ['x'] } })), {
        success: 'Saved.',
      });
    });
    expect(outcome).toEqual({ done: false, fieldErrors: { a: ['x'] } });
    expect(await screen.findByText('Check the form.')).toBeInTheDocument();
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
