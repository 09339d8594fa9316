"""The window's side of network play: hosting and joining a table, and a
seat's table window."""
