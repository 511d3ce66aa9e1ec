// Planted: a feature importing another feature (components/ is fine).
import { PriceTag } from '../../components/PriceTag';
import { participantCount } from '../participants/participantCount';

export function CheckoutSummary({ names }: { names: string[] }) {
  return <PriceTag euros={participantCount(names) * 100} />;
}
