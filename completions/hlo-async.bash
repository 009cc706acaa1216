# bash completion for hlo-async
# Installed to share/bash-completion/completions/hlo-async; or: source this file.
# Works with and without the bash-completion package: the words are read from
# COMP_LINE (bash splits COMP_WORDS at '=', so '--format=js' would be three).

# The values an option takes ($1, without '='), or nothing when it takes a free value.
_hlo_async_values()
{
    case "$1" in
        --format|-f)
            case "$2" in
                chains) echo "text json svg trace" ;;
                rules) echo "text json" ;;
                *) echo "text json sarif github" ;;
            esac ;;
        --hw) echo "h100 h200 b200 a100 tpu-v4 tpu-v5e tpu-v5p tpu-v6e cpu list" ;;
        --timeline) echo "time position" ;;
        --color) echo "auto always never" ;;
        --fail-on) echo "error warning" ;;
        --severity|-S) echo "note warning error" ;;
        --input) echo "auto hlo mlir" ;;
        --select|--ignore|--error|--warning|--note)
            echo "all $(command hlo-async rules --isolated 2>/dev/null | awk '{print $1}')" ;;
    esac
}

# After --hw=PROFILE, a comma: the KEY= overrides (--hw=h100,link_gbps=400), as `hlo-async
# chains --hw=list` shows them. $1 is what bash replaces: the value typed so far, or its
# part after the last '=' when COMP_WORDBREAKS splits there; nothing before a comma.
_hlo_async_hw_keys()
{
    local keys="tflops= tf32_tflops= fp8_tflops= vector_tflops= matrix_efficiency= hbm_gbps=
                kernel_us= gemm_us= link_gbps= link_efficiency= latency_us= step_us= host_gbps=
                gpus_per_host= nic_gbps= rtt_us= launch_us= chunk_prep_us= max_in_flight="
    [[ $1 == *,* ]] && compgen -P "${1%,*}," -W "$keys" -- "${1##*,}"
}

# Files and directories below the word $1 that a command reads (HLO and text files).
_hlo_async_files()
{
    local f
    while IFS= read -r f; do
        if [ -d "$f" ]; then
            printf '%s/\n' "$f"
        else
            case "$f" in *.hlo|*.txt|*.mlir|*.toml|*.txtpb) printf '%s\n' "$f" ;; esac
        fi
    done < <(compgen -f -- "$1")
}

_hlo_async()
{
    local line=${COMP_LINE:0:COMP_POINT} words cur prev cmd
    read -ra words <<< "$line"
    [[ $line =~ [[:space:]]$ ]] && words+=("")
    cur=${words[${#words[@]}-1]}
    prev=${words[${#words[@]}-2]:-}
    cmd=${words[1]:-}
    local commands="verify desugar resugar chains rules explain lsp"
    COMPREPLY=()
    if [ "${#words[@]}" -le 2 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    # What bash replaces is the word after the last '=' when COMP_WORDBREAKS splits there.
    local head=""
    [[ $COMP_WORDBREAKS == *=* && $cur == --*=* ]] && head=${cur%%=*}=
    case "$cur" in
        --*=*)
            local opt=${cur%%=*} value=${cur#*=}
            case "$opt" in
                --output-file|--output|--config|--stdin-filename|--perf-table)
                    COMPREPLY=($(_hlo_async_files "$value")) ;;
                --hw)
                    if [[ $value == *,* ]]; then
                        if [ -n "$head" ]; then
                            COMPREPLY=($(_hlo_async_hw_keys "${cur##*=}"))
                        else
                            COMPREPLY=($(_hlo_async_hw_keys "$value"))
                        fi
                        compopt -o nospace 2>/dev/null
                    else
                        COMPREPLY=($(compgen -W "$(_hlo_async_values "$opt" "$cmd")" -- "$value"))
                    fi ;;
                *)
                    COMPREPLY=($(compgen -W "$(_hlo_async_values "$opt" "$cmd")" -- "$value")) ;;
            esac
            # Without the split at '=', bash replaces the whole word: give it whole.
            [ -z "$head" ] && COMPREPLY=("${COMPREPLY[@]/#/$opt=}")
            [[ ${COMPREPLY[0]:-} == */ ]] && compopt -o nospace 2>/dev/null
            return ;;
    esac
    if [[ $prev == --hw && $cur == *,* ]]; then
        local part=$cur
        [[ $COMP_WORDBREAKS == *=* ]] && part=${cur##*=}
        COMPREPLY=($(_hlo_async_hw_keys "$part"))
        compopt -o nospace 2>/dev/null
        return
    fi
    local values
    values=$(_hlo_async_values "$prev" "$cmd")
    if [ -n "$values" ]; then
        COMPREPLY=($(compgen -W "$values" -- "$cur"))
        return
    fi
    case "$prev" in
        --output-file|--output|-o|--config|--perf-table)
            COMPREPLY=($(_hlo_async_files "$cur")); compopt -o nospace 2>/dev/null; return ;;
        --max-in-flight|--max-exposed-fraction|--max-diagnostics|--stdin-filename|--jobs|-j)
            return ;;
    esac
    local opts
    case "$cmd" in
        verify)
            opts="--format= --output-file= --split-input-file --fail-on= --max-diagnostics= --severity= --statistics
                  --max-in-flight= --max-exposed-fraction= --hw= --perf-table= --select= --ignore= --error=
                  --warning= --note= --config= --isolated --allow-empty --force-exclude --input= --color=
                  --stdin-filename= --jobs= --quiet --help" ;;
        desugar|resugar)
            opts="--output= --in-place --check --diff --split-input-file --jobs=
                  --allow-empty --force-exclude --stdin-filename= --color= --quiet --help" ;;
        chains)
            opts="--format= --hw= --perf-table= --timeline= --compare --wide --output= --split-input-file --jobs= --allow-empty
                  --force-exclude --input= --stdin-filename= --help" ;;
        rules)
            opts="--format= --select= --ignore= --error= --warning= --note= --config=
                  --isolated --help" ;;
        explain)
            COMPREPLY=($(compgen -W "$(command hlo-async rules --isolated 2>/dev/null | awk '{print $1}')" -- "$cur"))
            return ;;
        lsp)
            if [[ $cur == --log=* ]]; then
                COMPREPLY=($(_hlo_async_files "${cur#--log=}"))
                return
            fi
            opts="--log= --help" ;;
        *)
            return ;;
    esac
    case "$cur" in
        -*)
            COMPREPLY=($(compgen -W "$opts" -- "$cur"))
            # An option that takes a value ends in '=': no space after it.
            [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null ;;
        *)
            COMPREPLY=($(_hlo_async_files "$cur"))
            [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == */ ]] && compopt -o nospace 2>/dev/null ;;
    esac
}
complete -F _hlo_async hlo-async
