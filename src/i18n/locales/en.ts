export default {
  app: {
    name: 'Yatzy Pad',
    tagline: 'The score pad for dice games played with real dice.',
  },
}
