# bash completion for hlo-async
# Installed to share/bash-completion/completions/hlo-async; or: source this file.

_hlo_async()
{
    local cur prev cmd
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    local commands="verify desugar resugar chains rules explain"
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    cmd=${COMP_WORDS[1]}
    case "$prev" in
        --format|-f)
            if [ "$cmd" = chains ]; then
                COMPREPLY=($(compgen -W "text json svg" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "text json sarif github" -- "$cur"))
            fi
            return ;;
        --color)
            COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
        --fail-on)
            COMPREPLY=($(compgen -W "error warning" -- "$cur")); return ;;
        --output-file|--output|-o|--config)
            COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --select|--ignore|--error|--warning|--note)
            COMPREPLY=($(compgen -W "all $(hlo-async rules --isolated 2>/dev/null | awk '{print $1}')" -- "$cur"))
            return ;;
        --max-in-flight|--max-diagnostics|--stdin-filename|--jobs|-j)
            return ;;
    esac
    local opts
    case "$cmd" in
        verify)
            opts="--format= --output-file= --split-input-file --fail-on= --max-diagnostics=
                  --max-in-flight= --select= --ignore= --error= --warning= --note= --config=
                  --isolated --allow-empty --force-exclude --color= --stdin-filename= --jobs=
                  --quiet --help" ;;
        rules)
            opts="--format= --select= --ignore= --error= --warning= --note= --config=
                  --isolated --help" ;;
        desugar|resugar)
            opts="--output= --in-place --check --diff --split-input-file --jobs=
                  --allow-empty --force-exclude --stdin-filename= --color= --help" ;;
        chains)
            opts="--format= --output= --split-input-file --allow-empty --force-exclude
                  --stdin-filename= --help" ;;
        explain)
            COMPREPLY=($(compgen -W "$(hlo-async rules 2>/dev/null | awk '{print $1}')" -- "$cur"))
            return ;;
        *)
            return ;;
    esac
    case "$cur" in
        --format=*)
            local formats="text json sarif github"
            [ "$cmd" = chains ] && formats="text json svg"
            COMPREPLY=($(compgen -P "--format=" -W "$formats" -- "${cur#--format=}")) ;;
        --color=*)
            COMPREPLY=($(compgen -P "--color=" -W "auto always never" -- "${cur#--color=}")) ;;
        --fail-on=*)
            COMPREPLY=($(compgen -P "--fail-on=" -W "error warning" -- "${cur#--fail-on=}")) ;;
        --select=*|--ignore=*|--error=*|--warning=*|--note=*)
            local flag=${cur%%=*} ids
            ids="all $(hlo-async rules --isolated 2>/dev/null | awk '{print $1}')"
            COMPREPLY=($(compgen -P "$flag=" -W "$ids" -- "${cur#*=}")) ;;
        -*)
            COMPREPLY=($(compgen -W "$opts" -- "$cur"))
            compopt -o nospace 2>/dev/null
            case "${COMPREPLY[0]}" in *=) ;; *) compopt +o nospace 2>/dev/null ;; esac ;;
        *)
            COMPREPLY=($(compgen -f -X '!*@(.hlo|.txt)' -- "$cur") $(compgen -d -- "$cur")) ;;
    esac
}
complete -F _hlo_async hlo-async
