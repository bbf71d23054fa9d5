// A screen of cards: its heading and a grid of cards that each load, fail and retry on their own.
import { PageHeader } from '@live-agent/ui-kit';
import type { CardSpot } from '../cardScreens';
import { CardView } from './CardView';
import '../cards.css';

export function CardsScreen({
  title,
  subtitle,
  spots,
  testId,
}: {
  title: string;
  subtitle: string;
  spots: CardSpot[];
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="data-card-grid">
        {spots.map((spot) => (
          <CardView key={`${spot.kind}/${spot.card}`} spot={spot} />
        ))}
      </div>
    </div>
  );
}
