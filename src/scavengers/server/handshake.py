"""Answer a websocket handshake that cannot be read, instead of holding its socket.

uvicorn's websocket protocol (``websockets-sansio``, uvicorn 0.54 with websockets 17) leaves a
handshake that the websockets parser refuses (a request line or a header over 8 KiB, e.g. a
``?token=`` of 10,000 characters; over 128 headers) without an answer: uvicorn only answers
a request the parser read, so the client waits and the server keeps the socket open. Here
such a handshake gets ``414`` (the address too long), ``431`` (the headers) or ``400``, in
the server's JSON shape, and the socket is closed.
"""

from __future__ import annotations

import json

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import RequestLineTooLong, SecurityError

REFUSALS = {
    414: ("URI Too Long", "the websocket address is over 8 KiB"),
    431: ("Request Header Fields Too Large", "a header of the websocket request is over 8 KiB, or there are too many"),
    400: ("Bad Request", "malformed websocket request"),
}


class AnsweringWebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's ``websockets-sansio`` protocol, answering a handshake it could not read."""

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        refused = self.conn.handshake_exc
        if refused is None or self.handshake_initiated or self.transport.is_closing():
            return
        status = 414 if isinstance(refused, RequestLineTooLong) else 431 if isinstance(refused, SecurityError) else 400
        reason, words = REFUSALS[status]
        body = json.dumps({"error": words}).encode()
        head = (
            f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
        )
        self.conn.data_to_send()  # the parser's own answer (plain text, or none): ours instead
        self.handshake_initiated = self.handshake_complete = self.close_sent = True
        self.transport.write(head.encode() + body)
        self.transport.close()
