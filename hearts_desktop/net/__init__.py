"""Network play on the local network (issue #17): one host's model is the
only authority; each client is a view of its own seat.

`wire` frames messages, `messages` checks what a client sends, `codec` turns
what a seat may know into JSON, `host` runs a table and `client` sits at one.
The protocol is described in docs/PROTOCOL.md.
"""
