"""The request aimed at an approved address (api/services/webhooks/_outbound.py): the address in the URL, the
original host in ``Host`` and, over https, as the TLS server name that is sent and verified."""

from __future__ import annotations

from api.services.webhooks._outbound import pinned_request


def test_https_keeps_the_host_name_for_sni_and_verification() -> None:
    target, host, extensions = pinned_request("https://hooks.example.com:8443/in?x=1", "93.184.216.34")
    assert str(target) == "https://93.184.216.34:8443/in?x=1"
    assert host == {"Host": "hooks.example.com:8443"}
    assert extensions == {"sni_hostname": "hooks.example.com"}


def test_http_and_ipv6_addresses() -> None:
    target, host, extensions = pinned_request("http://hooks.example.com/in", "2001:db8::7")
    assert str(target) == "http://[2001:db8::7]/in"
    assert host == {"Host": "hooks.example.com"} and extensions == {}
