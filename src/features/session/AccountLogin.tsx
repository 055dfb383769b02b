import { View } from '@tarojs/components';
import { useState, type ReactElement } from 'react';

import { ACCOUNT_TEXT } from '../../domain/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';

export interface AccountLoginProps {
  busy: boolean;
  onSubmit: (username: string, password: string) => void;
}

/**
 * The mini program's account login (it cannot reach the provider's login page): username and password, labelled,
 * submitted with the keyboard's confirm key or the button. H5 signs in at the provider instead (account-login.h5).
 */
export function AccountLogin({ busy, onSubmit }: AccountLoginProps): ReactElement | null {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const ready = username.trim() !== '' && password !== '';
  const submit = () => {
    if (ready && !busy) onSubmit(username.trim(), password);
  };
  return (
    <View className="account-login" aria-label={ACCOUNT_TEXT.heading}>
      <Field idPrefix="account" name="username" autoComplete="username" label={ACCOUNT_TEXT.username} placeholder={ACCOUNT_TEXT.usernamePlaceholder} value={username} confirmType="next" onChange={setUsername} />
      <Field idPrefix="account" name="password" type="password" autoComplete="current-password" label={ACCOUNT_TEXT.password} placeholder={ACCOUNT_TEXT.passwordPlaceholder} value={password} confirmType="done" onChange={setPassword} onConfirm={submit} />
      <Button className="account-login__submit" type="primary" block disabled={!ready} loading={busy} onClick={submit}>
        {ACCOUNT_TEXT.submit}
      </Button>
    </View>
  );
}
