"""The recruiter console under ``/console``: server-rendered pages over the same services as the JSON
API. ``api.console.install.install_console(app)`` wires its routers, static files, security headers and
error pages; it lives in its own module so that importing one of this package's modules (the language a
page is read in, its query parameters) does not import every route."""
