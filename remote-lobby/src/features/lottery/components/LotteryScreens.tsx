// The lottery page's entry: the lobby loads it (and the lottery rules) only when a game opens,
// so the lobby's other screens never download it. Also exposed as the remote's './Lottery'.
export { StartLotteryScreen } from './StartLotteryScreen';
export { LottoH5Screen } from './LottoH5Screen';
