"""Learn from every hand (issue #46): the reviews kept beside the games, and
a hand played again with the Expert's own try beside it."""
