import { TextField, type TextFieldProps } from '@lobby/shared/text-field';
import './wallet.css';

export type WalletFieldProps = Omit<TextFieldProps, 'block'>;

/**
 * A labelled field in the wallet's field styles (wallet-field), message under it: the withdraw
 * and security screens' forms share it.
 */
export function WalletField(props: WalletFieldProps) {
  return <TextField block="wallet-field" {...props} />;
}
