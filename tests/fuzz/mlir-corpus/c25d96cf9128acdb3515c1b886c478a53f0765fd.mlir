///"mhlo.async_update"/hlo-async: A lasync.awaitit-style file of  of its own.
func.func"@syntax_error(%x: tensor<d a call of one that his no body
ate
  }
}
