-- Run inside a headless Neovim by run_neovim.js: sources the setup that
-- docs/editors.md gives for Neovim 0.7 (HLOA_SNIPPET), opens a dump
-- (HLOA_DUMP) as a user would, waits for its diagnostics, jumps to the
-- definition at HLOA_DEF_LINE/HLOA_DEF_COL (1-based line, 0-based column),
-- hovers at HLOA_HOVER_LINE/HLOA_HOVER_COL, opens the files of HLOA_MORE
-- (one a line) for their filetypes, stops the server, and writes
-- what it saw as JSON to HLOA_RESULT; then quits, whatever happened.
local result = { steps = {} }
local function env(name)
  local value = os.getenv(name)
  if not value then error(name .. ' is not set') end
  return value
end

-- The server's exit status is only handed to on_exit: wrap start_client to
-- observe it, passing the setup's own configuration on unchanged.
local start_client = vim.lsp.start_client
vim.lsp.start_client = function(config)
  local user_on_exit = config.on_exit
  config.on_exit = function(code, signal, id)
    result.exit_code, result.exit_signal = code, signal
    if user_on_exit then user_on_exit(code, signal, id) end
  end
  result.cmd = config.cmd
  return start_client(config)
end

local function floating_text()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= '' then
      local buf = vim.api.nvim_win_get_buf(win)
      return table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
    end
  end
end

local ok, err = pcall(function()
  dofile(env('HLOA_SNIPPET'))
  vim.cmd('edit ' .. vim.fn.fnameescape(env('HLOA_DUMP')))
  local buf = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[buf].filetype

  local client
  vim.wait(15000, function()
    for _, c in pairs(vim.lsp.buf_get_clients(buf)) do
      if c.initialized then client = c end
    end
    return client ~= nil or result.exit_code ~= nil
  end, 20)
  if result.exit_code ~= nil then
    error(('the server exited (status %s) before it was initialized'):format(result.exit_code))
  end
  if not client then error('no language server attached to the buffer and initialized') end
  result.client = client.name
  table.insert(result.steps, 'attached')

  vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.diagnostics, {
      line = d.lnum + 1, column = d.col + 1, code = d.code, source = d.source,
      severity = d.severity, message = d.message,
    })
  end
  table.insert(result.steps, 'diagnostics')

  -- Go to definition as a user does (gd mapped to it, or :lua): the cursor moves.
  local def_line = tonumber(env('HLOA_DEF_LINE'))
  vim.api.nvim_win_set_cursor(0, { def_line, tonumber(env('HLOA_DEF_COL')) })
  vim.lsp.buf.definition()
  vim.wait(15000, function() return vim.api.nvim_win_get_cursor(0)[1] ~= def_line end, 20)
  result.definition = {
    file = vim.api.nvim_buf_get_name(0),
    line = vim.api.nvim_win_get_cursor(0)[1],
    column = vim.api.nvim_win_get_cursor(0)[2] + 1,
  }
  table.insert(result.steps, 'definition')

  vim.cmd('buffer ' .. buf)
  vim.api.nvim_win_set_cursor(0, { tonumber(env('HLOA_HOVER_LINE')), tonumber(env('HLOA_HOVER_COL')) })
  vim.lsp.buf.hover()
  vim.wait(15000, function() return floating_text() ~= nil end, 20)
  result.hover = floating_text()
  table.insert(result.steps, 'hover')

  -- How the setup tells XLA's HLO dumps from the other text files beside them.
  result.filetypes = {}
  for file in string.gmatch(os.getenv('HLOA_MORE') or '', '[^\n]+') do
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    result.filetypes[vim.fn.fnamemodify(file, ':t')] = vim.bo.filetype
  end
  table.insert(result.steps, 'filetypes')

  vim.lsp.stop_client(client.id)
  vim.wait(15000, function() return result.exit_code ~= nil end, 20)
  table.insert(result.steps, 'stopped')
end)
if not ok then result.error = tostring(err) end
local out = io.open(env('HLOA_RESULT'), 'w')
out:write(vim.fn.json_encode(result))
out:close()
vim.cmd('qa!')
