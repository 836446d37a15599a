import { StyleSheet, Text } from 'react-native';

export const Title = () => <Text style={styles.title}>Ågjy</Text>;
export const Body = () => <Text style={styles.body}>Ågjy</Text>;

const styles = StyleSheet.create({
  // A line as tall as the size: iOS cuts the ring of Å.
  title: { fontFamily: 'Cantarell-Regular', fontSize: 24, lineHeight: 24 },
  // A line one and a half times the size holds the ink.
  body: { fontFamily: 'Cantarell-Regular', fontSize: 16, lineHeight: 24 },
});
