// The `cards` state area: one entry per card (its period, its figures, where its request stands), so each card
// of a screen loads, fails and retries on its own and one failing card never blanks the page. A newer period wins:
// an answer for a period the card no longer shows is dropped. Each remote bundles this entry; the first copy
// injected into the store serves them all (their actions have the same types).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import type { CardData, CardPeriod } from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';
import { describeApiError } from '@live-agent/auth';
import { fetchCard, type CardKind } from '@live-agent/ui-kit';

export interface CardEntry {
  period: CardPeriod;
  data: CardData | null;
  status: RequestStatus;
  error: string[] | null;
}

export interface CardsState {
  entries: Record<string, CardEntry>;
}

export interface CardRequest {
  kind: CardKind;
  card: string;
  period: CardPeriod;
}

export const cardKey = (kind: CardKind, card: string) => `${kind}/${card}`;

const initialState: CardsState = { entries: {} };

export const cardsSlice = createSlice({
  name: 'cards',
  initialState,
  reducers: {
    loadCard(state, { payload }: PayloadAction<CardRequest>) {
      const key = cardKey(payload.kind, payload.card);
      const entry = state.entries[key];
      state.entries[key] = {
        period: payload.period,
        data: entry?.period === payload.period ? entry.data : (entry?.data ?? null),
        status: 'loading',
        error: null,
      };
    },
    cardLoaded(state, { payload }: PayloadAction<{ key: string; data: CardData }>) {
      const entry = state.entries[payload.key];
      if (!entry || entry.period !== payload.data.period) return;
      entry.data = payload.data;
      entry.status = 'ready';
    },
    cardFailed(state, { payload }: PayloadAction<{ key: string; period: CardPeriod; error: string[] }>) {
      const entry = state.entries[payload.key];
      if (!entry || entry.period !== payload.period) return;
      entry.status = 'error';
      entry.error = payload.error;
    },
  },
});

export const { loadCard, cardLoaded, cardFailed } = cardsSlice.actions;
export const selectCardsState = (root: Record<string, unknown>): CardsState =>
  (root.cards as CardsState | undefined) ?? initialState;

function* load({ payload }: PayloadAction<CardRequest>) {
  const key = cardKey(payload.kind, payload.card);
  try {
    const api: AxiosInstance = yield getContext('api');
    const data: CardData = yield call(fetchCard, api, payload.kind, payload.card, payload.period);
    yield put(cardLoaded({ key, data }));
  } catch (error) {
    // Told on the card itself (with a retry), not in a toast per card.
    yield put(cardFailed({ key, period: payload.period, error: describeApiError(error) }));
  }
}

export function* cardsSaga() {
  yield takeEvery(loadCard.type, load);
}

export const cardsFeature = { name: 'cards', slice: cardsSlice, saga: cardsSaga };
