import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { PromotionsPage } from '../features/promotions/components/PromotionsPage';
import { RankScreen } from '../features/ranks/components/RankScreen';

/** The promo remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.activity} element={<PromotionsPage />} />
      <Route path={paths.activityDetail} element={<PromotionsPage detailOnly />} />
      <Route path={paths.depositRank} element={<RankScreen kind="deposit" />} />
      <Route path={paths.betRank} element={<RankScreen kind="bet" />} />
    </Routes>
  );
}
