import React from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';

export function SignInScreen({ onSignIn }) {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [phone, setPhone] = React.useState('');
  return (
    <View>
      {/* Clean: the email field says what it holds. */}
      <TextInput value={email} onChangeText={setEmail} keyboardType="email-address" autoCapitalize="none" autoComplete="email" textContentType="emailAddress" />
      {/* Deliberate: a password field with no content type (form-autofill). */}
      <TextInput value={password} onChangeText={setPassword} secureTextEntry placeholder="Password" />
      {/* Deliberate: a phone field on the full keyboard (form-input). */}
      <TextInput value={phone} onChangeText={setPhone} autoComplete="tel" textContentType="telephoneNumber" />
      <Pressable onPress={() => onSignIn(email, password)}>
        <Text>Sign in</Text>
      </Pressable>
    </View>
  );
}
