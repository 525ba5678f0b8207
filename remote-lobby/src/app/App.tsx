import { Routes } from 'react-router-dom';

/**
 * The lobby remote's routes (game list, game centre, lottery...) arrive with their screens in
 * later issues; until then the remote contributes the home page's game lobby (`./HomeLobby`).
 */
export default function App() {
  return <Routes />;
}
