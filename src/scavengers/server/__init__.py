"""The web server: games for browsers over HTTP and websockets (``scavengers serve``)."""

from scavengers.server.app import create_app

__all__ = ["create_app"]
