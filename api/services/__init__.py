"""The service: what the routes, the console and the command line call, in rooms named for the
product's ideas — ``turn`` (an answer arrives), ``sessions``, ``explain``, ``integrity``, ``reports``,
``webhooks``, ``candidates``, ``scoring``, ``banks``, ``questions`` — over a shared kernel of flat
modules (``memo``, ``texts``, ``wire``, ``periodic``, ``outbox``, ``ports``). Each room's
``__init__`` names what other rooms use; its modules are private. The layers, and so which room may
use which, are an import-linter contract in pyproject.toml (docs/architecture.md draws them)."""
