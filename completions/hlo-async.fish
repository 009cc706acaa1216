# fish completion for hlo-async
# Installed to share/fish/vendor_completions.d/hlo-async.fish; or copy it to
# ~/.config/fish/completions/, or: source this file.
# Rule names come from 'hlo-async rules --isolated' (first column).

# Rule ids, each with its summary and severity as the description.
function __hlo_async_rules
    command hlo-async rules --isolated 2>/dev/null |
        string replace -rf -- '^(\S+)\s+(\S+)\s+(.*)$' '$1\t$3 ($2)'
end

# A comma-separated list of rules (--select=a,b): keep what precedes the last comma.
function __hlo_async_rule_list
    __fish_append , all\t'Every rule' (__hlo_async_rules)
end

# A cost-model profile, then KEY=VALUE overrides after commas (--hw=h100,link_gbps=400).
function __hlo_async_hw
    if string match -q -- '*,*' (commandline -ct)
        __fish_append , tflops=\t'matrix peak, bf16/f16 (dot, convolution, GEMM), TFLOP/s' \
            tf32_tflops=\t'matrix peak of f32 dots (TF32), TFLOP/s' \
            fp8_tflops=\t'matrix peak of fp8 and int8 dots, TFLOP/s' \
            vector_tflops=\t'peak of every other op, TFLOP/s' \
            matrix_efficiency=\t'share of a matrix peak a large GEMM reaches' \
            hbm_gbps=\t'device memory bandwidth, GB/s' \
            kernel_us=\t'launching a kernel, us' \
            gemm_us=\t'fixed cost of a GEMM beyond the launch, us' \
            link_gbps=\t'interconnect within a host, one direction, GB/s' \
            link_efficiency=\t'share of link_gbps a large collective reaches' \
            latency_us=\t'fixed cost of a collective within a host, send, recv, us' \
            step_us=\t'latency of each ring step within a host, us' \
            host_gbps=\t'host link (memory space S(5)), GB/s' \
            gpus_per_host=\t'devices of one host; larger groups cross the NICs' \
            nic_gbps=\t'the NIC of each device, one direction, GB/s' \
            rtt_us=\t'network round trip, us' \
            launch_us=\t'launch of a collective across hosts, us' \
            chunk_prep_us=\t'preparing each 4 MiB chunk across hosts, us' \
            max_in_flight=\t'async collectives in flight at once (0: any)'
    else
        printf '%s\n' h100\t'NVIDIA H100 SXM (default)' \
            h200\t'NVIDIA H200 SXM' \
            b200\t'NVIDIA B200 (HGX)' \
            a100\t'NVIDIA A100 SXM 80GB' \
            tpu-v4\t'Google TPU v4' \
            tpu-v5e\t'Google TPU v5e' \
            tpu-v5p\t'Google TPU v5p' \
            tpu-v6e\t'Google TPU v6e (Trillium)' \
            cpu\t'Host CPU' \
            list\t'Show the profiles and their keys'
    end
end

# Directories and the files with one of the suffixes $argv below the current
# token (without a leading --option=), from fish's own file completion.
function __hlo_async_files
    set -l token (commandline -ct | string replace -r -- '^-[^=]*=' '')
    set -l pattern (string join '|' -- (string escape --style=regex -- $argv))
    complete -C"__hlo_async_no_such_command $token" | string match -r -- "^.*(/|$pattern)\$"
end

set -l commands verify desugar resugar chains rules explain lsp
set -l inputs verify desugar resugar chains
set -l rule_cmds verify rules

complete -c hlo-async -f

# Commands and the options before them.
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -a verify -d 'Check HLO files: syntax, names, async chains'
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -a desugar -d 'Print the explicit async-start/update/done form'
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -a resugar -d 'Print async chains in their short X-start/done form'
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -a chains -d 'List async ops, binding, span, overlap, in-flight peak'
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -a rules -d 'List every rule with its severity and summary'
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -a explain -d 'Explain one rule with a bad and a good example'
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -a lsp -d 'Serve editors: a language server on stdin and stdout'
complete -c hlo-async -n "not __fish_seen_subcommand_from $commands" -l version -d 'Show the version'
complete -c hlo-async -s h -l help -d 'Show the help'

# --format: each command has its own list.
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -s f -l format -x -d 'Output format' \
    -a "text\t'On stderr (default)' json\t'JSON on stdout' sarif\t'SARIF 2.1.0' github\t'GitHub workflow commands'"
complete -c hlo-async -n '__fish_seen_subcommand_from chains' -s f -l format -x -d 'Output format' \
    -a "text\t'An aligned table (default)' json\t'JSON' svg\t'A timeline for a browser' trace\t'Chrome Trace Event JSON'"
complete -c hlo-async -n '__fish_seen_subcommand_from rules' -s f -l format -x -d 'Output format' \
    -a "text\t'A table (default)' json\t'Every rule with its explanation'"

# Options shared by the commands that read HLO files.
complete -c hlo-async -n "__fish_seen_subcommand_from $inputs" -l split-input-file -d 'A line "// -----" separates modules'
complete -c hlo-async -n "__fish_seen_subcommand_from $inputs" -s j -l jobs -x -d 'Work on up to N files or modules at once'
complete -c hlo-async -n "__fish_seen_subcommand_from $inputs" -l allow-empty -d 'A directory without HLO files is no error'
complete -c hlo-async -n "__fish_seen_subcommand_from $inputs" -l force-exclude -d 'Skip named files that are not HLO dumps'
complete -c hlo-async -n "__fish_seen_subcommand_from $inputs" -l stdin-filename -r -d 'The name of standard input in diagnostics'
complete -c hlo-async -n "__fish_seen_subcommand_from $inputs" -a '(__hlo_async_files .hlo .txt .mlir)'
complete -c hlo-async -n '__fish_seen_subcommand_from verify chains' -l input -x -d 'How each FILE is read' \
    -a "auto\t'MLIR when a file starts like MLIR (default)' hlo\t'HLO text' mlir\t'MHLO/StableHLO'"
complete -c hlo-async -n '__fish_seen_subcommand_from verify chains' -l hw -x -d 'Hardware of the cost model' -a '(__hlo_async_hw)'
complete -c hlo-async -n '__fish_seen_subcommand_from verify chains' -l perf-table -r -d "XLA's measured tables (text proto)" -a '(__hlo_async_files .txtpb)'
complete -c hlo-async -n '__fish_seen_subcommand_from verify desugar resugar' -l color -x -d 'When to color the output' \
    -a "auto\t'On a terminal (default)' always never"

# Rule settings.
complete -c hlo-async -n "__fish_seen_subcommand_from $rule_cmds" -l select -x -d 'Check only these rules' -a '(__hlo_async_rule_list)'
complete -c hlo-async -n "__fish_seen_subcommand_from $rule_cmds" -l ignore -x -d 'Do not check these rules' -a '(__hlo_async_rule_list)'
complete -c hlo-async -n "__fish_seen_subcommand_from $rule_cmds" -l error -x -d 'Report these rules as errors' -a '(__hlo_async_rule_list)'
complete -c hlo-async -n "__fish_seen_subcommand_from $rule_cmds" -l warning -x -d 'Report these rules as warnings' -a '(__hlo_async_rule_list)'
complete -c hlo-async -n "__fish_seen_subcommand_from $rule_cmds" -l note -x -d 'Report these rules as notes' -a '(__hlo_async_rule_list)'
complete -c hlo-async -n "__fish_seen_subcommand_from $rule_cmds; and not __fish_seen_argument -l isolated" -l config -x -d 'Take rule settings from FILE' \
    -a '(__hlo_async_files .toml)'
complete -c hlo-async -n "__fish_seen_subcommand_from $rule_cmds; and not __fish_seen_argument -l config" -l isolated -d 'Read no config file'

# verify
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -l output-file -r -F -d 'Write the chosen format to FILE'
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -l fail-on -x -d 'What makes the exit status 1' \
    -a "error\t'Errors (default)' warning\t'Warnings too'"
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -l max-diagnostics -x -d 'Show at most N diagnostics in the run'
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -s S -l severity -x -d 'Show only this severity and above' \
    -a "note\t'Everything (default)' warning\t'Warnings and errors' error\t'Errors only'"
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -l statistics -d 'A count a rule instead of the diagnostics'
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -l max-in-flight -x -d 'At most N async ops in flight at once'
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -l max-exposed-fraction -x -d 'Error where more than F of an op is exposed'
complete -c hlo-async -n '__fish_seen_subcommand_from verify' -s q -l quiet -d 'No summary line'

# desugar, resugar: one way to write the result.
set -l write_once "__fish_seen_subcommand_from desugar resugar; and not __fish_seen_argument -s o -l output -s i -l in-place -l check -l diff"
complete -c hlo-async -n $write_once -s o -l output -r -F -d 'Write the result to FILE'
complete -c hlo-async -n $write_once -s i -l in-place -d 'Rewrite each FILE in place'
complete -c hlo-async -n $write_once -l check -d 'List the files that would change'
complete -c hlo-async -n $write_once -l diff -d 'Print a unified diff of the changes'
complete -c hlo-async -n '__fish_seen_subcommand_from desugar resugar' -s q -l quiet -d 'With -i, do not name the files rewritten'

# chains
complete -c hlo-async -n '__fish_seen_subcommand_from chains' -l timeline -x -d 'The x axis of the SVG' \
    -a "time\t'Estimated time (default when scheduled)' position\t'Position in the schedule'"
complete -c hlo-async -n '__fish_seen_subcommand_from chains' -s o -l output -r -F -d 'Write to FILE instead of stdout'
complete -c hlo-async -n '__fish_seen_subcommand_from chains' -l compare -d 'BEFORE AFTER: which scheduling requests AFTER kept'
complete -c hlo-async -n '__fish_seen_subcommand_from chains' -l wide -d 'The text table with every column, however wide'

# lsp [--log=FILE]
complete -c hlo-async -n '__fish_seen_subcommand_from lsp' -l log -r -F -d 'Write the log to FILE'

# rules [PATH], explain RULE
complete -c hlo-async -n '__fish_seen_subcommand_from rules' -F
complete -c hlo-async -n '__fish_seen_subcommand_from explain; and test (count (commandline -opc)) -eq 2' -a '(__hlo_async_rules)'
