import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { GameListRoute } from '@/features/games/components/GameListRoute';
import { LotteryListScreen } from '@/features/games/components/LotteryListScreen';

const lotteryScreens = () => import('@/features/lottery/components/LotteryScreens');
const StartLotteryScreen = lazy(() =>
  lotteryScreens().then((screens) => ({ default: screens.StartLotteryScreen })),
);
const LottoH5Screen = lazy(() =>
  lotteryScreens().then((screens) => ({ default: screens.LottoH5Screen })),
);

/** Routes of spec section 2 that show the game list; the path or query picks the type. */
export const GAME_LIST_PATHS = [
  paths.gameList,
  paths.game,
  paths.games,
  paths.gameCenter,
  paths.slotsCenter,
  paths.hot,
  paths.live,
  paths.rng,
  paths.sports,
  paths.esports,
  paths.fish,
  paths.pvp,
  paths.lott,
  paths.elott,
] as const;

/** The lobby remote's screens, on the host's router with full paths. */
export default function App() {
  return (
    <Routes>
      {GAME_LIST_PATHS.map((path) => (
        <Route key={path} path={path} element={<GameListRoute />} />
      ))}
      <Route path={paths.lottery} element={<LotteryListScreen />} />
      <Route
        path={paths.startLottery}
        element={
          <Suspense fallback={null}>
            <StartLotteryScreen />
          </Suspense>
        }
      />
      <Route
        path={paths.lottoH5}
        element={
          <Suspense fallback={null}>
            <LottoH5Screen />
          </Suspense>
        }
      />
    </Routes>
  );
}
