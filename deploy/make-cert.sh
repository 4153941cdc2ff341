#!/usr/bin/env bash
# A self-signed certificate for local runs of the topology (deploy/run-instances.sh uses it when
# TLS_CERT/TLS_KEY are unset): ECDSA P-256, for localhost and 127.0.0.1, valid 397 days. Browsers
# warn about it (no CA signed it); `curl -k` and the tests accept it. Production names a real
# certificate in TLS_CERT/TLS_KEY instead (then OCSP stapling is on).
#
#   deploy/make-cert.sh DIR   # writes DIR/cert.pem and DIR/key.pem unless both exist
set -euo pipefail
dir="${1:?usage: $0 DIR}"
mkdir -p "$dir"
if [[ -s "$dir/cert.pem" && -s "$dir/key.pem" ]]; then exit 0; fi
(umask 077 && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 397 \
  -subj "/CN=localhost" -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null)
echo "self-signed certificate for localhost: $dir/cert.pem"
