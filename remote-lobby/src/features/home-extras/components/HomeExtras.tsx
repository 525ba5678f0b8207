import { JackpotBanner } from './JackpotBanner';
import { WinnersBoard } from './WinnersBoard';
import '../home-extras.css';

/** The lobby's parts of the home page below the game lobby: jackpot ticker and winner board. */
export function HomeExtras() {
  return (
    <div className="hx">
      <JackpotBanner />
      <WinnersBoard />
    </div>
  );
}

export default HomeExtras;
