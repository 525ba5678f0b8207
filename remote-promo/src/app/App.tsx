import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { InviteFriendsPage } from '@/features/invite/components/InviteFriendsPage';
import { PromotionsPage } from '@/features/promotions/components/PromotionsPage';
import { RankScreen } from '@/features/ranks/components/RankScreen';
import { ParticipationPanel } from '@/features/rewards/components/ParticipationPanel';
import { RewardCentrePage } from '@/features/rewards/components/RewardCentrePage';
import { RedRainPage } from '@/features/red-rain/components/RedRainPage';

/** The promotion page's section for taking part (the rewards feature), composed here. */
const takePart = (promotionId: number) => <ParticipationPanel promotionId={promotionId} />;

/** The promo remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.activity} element={<PromotionsPage takePart={takePart} />} />
      <Route
        path={paths.activityDetail}
        element={<PromotionsPage detailOnly takePart={takePart} />}
      />
      <Route path={paths.rewardCenter} element={<RewardCentrePage />} />
      <Route path={paths.depositRank} element={<RankScreen kind="deposit" />} />
      <Route path={paths.betRank} element={<RankScreen kind="bet" />} />
      <Route path={paths.redRain} element={<RedRainPage />} />
      <Route path={paths.inviteFriends} element={<InviteFriendsPage />} />
    </Routes>
  );
}
