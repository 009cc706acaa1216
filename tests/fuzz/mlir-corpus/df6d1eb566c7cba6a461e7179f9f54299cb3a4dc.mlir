// vehaµn nveatt her reaches an as[ync_done.
err/¬syinauns.hlo